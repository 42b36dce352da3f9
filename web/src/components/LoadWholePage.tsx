// A link that led to the other half of the site (public pages and the admin area have a router each): the browser
// loads that page from the server.
import { useEffect } from 'react';

export function LoadWholePage() {
  useEffect(() => window.location.reload(), []);
  return null;
}
