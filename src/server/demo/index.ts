/**
 * Demo shops and their generated sales history.
 * Other contexts reach this one only through this file.
 */
export { seedDemoHistory } from './demo-shops';
