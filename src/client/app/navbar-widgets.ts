// The signed-in navbar widgets, one chunk loaded once a user is known (navbar.tsx).
export { CartPanel } from '../features/cart/cart-panel';
export { LocationPanel } from '../features/location/location-panel';
export { UserMenu } from './user-menu';
