// The navbar widgets' open parts (popovers, drawer, dropdown menu): one chunk loaded when the
// browser is idle after the first render, or when a widget's button is used (navbar-widgets.tsx).
export { CartPanel } from '../features/cart/cart-panel';
export { LocationPanel } from '../features/location/location-panel';
export { UserMenu } from './user-menu';
