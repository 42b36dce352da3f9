// Whether the back office is on a phone-sized screen: below Mantine's `sm` breakpoint (48em), where the layout's
// navbar turns into a burger menu, tables into cards, and drawers and modals take the whole screen.
import { useMediaQuery } from '@mantine/hooks';

export const PHONE_QUERY = '(max-width: 47.99em)';

/** Read at once on the first render (the admin is drawn in the browser only), so nothing flips after it. */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
