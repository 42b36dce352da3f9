// Component tests: clean the DOM between tests, and wait for states as long as a test may run.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what the test names, not for a guess at how long it takes: pages and widgets loaded on
// demand took over 10 s to arrive on a slow CI machine shared with the gateway legs and the browser journeys (issue
// 25). The bound is only there to end a test that can never pass, inside the web project's test timeout
// (vitest.config.ts).
configure({ asyncUtilTimeout: 45_000 });

afterEach(() => cleanup());
