/** What other features may use of checkout: the calendar file link and the itemised lines of a stay. */
export { AddToCalendar } from './components/AddToCalendar';
export { QuoteLines } from './components/QuoteLines';
