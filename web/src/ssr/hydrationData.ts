// The data a server-rendered page carries for the browser: the GraphQL results the server drew it from (so hydration
// fetches nothing again), the render time and the public origin. It travels in a JSON <script> block (not executed,
// so the strict Content-Security-Policy allows it), escaped so that stored text such as "</script>", "<!--" or a
// U+2028 line separator can never end the block early or change its meaning.
import type { SSRData } from 'urql';
import type { LeadPostState } from '../marketing/leads/leadPost';
import type { RenderInfo } from './RenderContext';

export const HYDRATION_DATA_ID = 'ssr-data';

export interface HydrationData extends RenderInfo {
  urql: SSRData;
  /** The on-demand pages the server drew (loaded before hydrating). */
  chunks: string[];
  /** The page answers a lead form posted without JavaScript: its outcome, so the form hydrates as drawn. */
  leadForm?: LeadPostState;
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that is safe inside a <script> element: no <, >, & or line separators appear as themselves. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => ESCAPES[c]!);
}

export function hydrationScript(data: HydrationData): string {
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${jsonForScript(data)}</script>`;
}

/** The server's data, or null when the page was not server-rendered (the admin area) or the block is unreadable. */
export function readHydrationData(doc: Document = document): HydrationData | null {
  const text = doc.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as HydrationData;
    return typeof data.now === 'number' && typeof data.origin === 'string' && data.urql && typeof data.urql === 'object' && Array.isArray(data.chunks) ? data : null;
  } catch {
    return null;
  }
}
