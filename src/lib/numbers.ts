// Shared with the server's notifications and mails (contract/format.ts), so both print numbers alike.
export { formatCount, formatNumber } from '../../contract/format';
