// Shared with the server's notifications and mails (contract/format.ts), so both print money alike.
export { formatMoney } from '../../contract/format';
