/**
 * The numbers of the shop's own item codes (RW2NTU0000001, RW2NTU0000002, …): each call takes
 * the next one, atomically, so two processes never take the same number. A number taken and
 * not used (a code an admin had already given, a failed write) is simply skipped.
 */
export interface ItemCodeSequence {
  /** 1 on the first call. */
  next(): Promise<number>;
}
