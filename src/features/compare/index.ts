/** Compare feature (issue 3): the toggle for app cards and app pages, and the tray for the layout. */
export { CompareToggle } from './components/compare-toggle';
export { CompareTray } from './components/compare-tray';
