/** What other features use of hosting: the month range picker and the CSV download button. */
export { DownloadCsv } from './components/DownloadCsv';
export { MonthRangePicker } from './components/MonthRangePicker';
export { formatMonth, rangeOf, type MonthRange } from './earnings-range';
