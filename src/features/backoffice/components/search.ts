/** `?page=` as a whole page number, 1 when absent or malformed. */
export const pageOf = (value: unknown) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};
