// The GraphQL schema: imports each domain's file, then builds.
import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import './jobs.js';
import './job-revisions.js';
import './stories.js';
import './auth.js';
import './settings.js';
import './comments.js';
import './leads.js';
import './lead-work.js';
import './audit.js';
import './mail.js';
import './learners.js';
import './alerts.js';
import './learner-applications.js';
import './pipeline.js';
import './courses.js';
import './lead-dashboard.js';
import './lead-settings.js';

export const schema = lexicographicSortSchema(builder.toSchema());
