import { useEffect, useState } from 'preact/hooks';

/** The customer pages' routes, read from location.pathname. */
export type Route =
  | { page: 'locations' }
  | { page: 'menu'; locationId: number }
  | { page: 'status'; token: string }
  | { page: 'board'; locationId: number }
  | { page: 'unknown' };

const ID = /^[1-9]\d{0,9}$/;

export function routeOf(pathname: string): Route {
  const parts = pathname.split('/').filter(Boolean);
  const [area, first, second] = parts;
  if (area === 'order') {
    if (parts.length === 1) return { page: 'locations' };
    if (parts.length === 2 && ID.test(first)) return { page: 'menu', locationId: Number(first) };
    if (parts.length === 3 && first === 'status') return { page: 'status', token: second };
  }
  if (area === 'board' && parts.length === 2 && ID.test(first)) {
    return { page: 'board', locationId: Number(first) };
  }
  return { page: 'unknown' };
}

const CHANGED = 'customer-navigation';
let headingWanted = false;

/** Opens another customer page without reloading: the new page's heading takes the focus. */
export function navigate(path: string) {
  window.history.pushState(null, '', path);
  window.scrollTo(0, 0);
  headingWanted = true;
  window.dispatchEvent(new Event(CHANGED));
}

/** Whether the page heading mounting now should take the focus (once, after a navigation). */
export function takeHeadingFocus(): boolean {
  const wanted = headingWanted;
  headingWanted = false;
  return wanted;
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => routeOf(window.location.pathname));
  useEffect(() => {
    const update = () => setRoute(routeOf(window.location.pathname));
    window.addEventListener('popstate', update);
    window.addEventListener(CHANGED, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(CHANGED, update);
    };
  }, []);
  return route;
}

/** A plain click on a same-page link navigates in place; other clicks keep the browser's way. */
export function followLink(event: MouseEvent) {
  const link = event.currentTarget as HTMLAnchorElement;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  navigate(link.pathname);
}
