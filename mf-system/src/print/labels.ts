/** Spec section 3, flow handle status in the print table: 0 returned … 9 revived. */
export const HANDLE_STATUSES = 10;

export const statusLabeller = (t: (key: string) => string) => (status: number): string =>
  Number.isInteger(status) && status >= 0 && status < HANDLE_STATUSES ? t(`print.handleStatus.s${status}`) : String(status);
