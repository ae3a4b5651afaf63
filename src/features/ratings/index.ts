/** What pages may use of the ratings feature; load it with import() so it stays out of first-load JS. */
export { AppRatings, type AppRatingsProps } from './components/app-ratings';
