/** A reviewer's public fields, as the shop's accounts know them when the review is written. */
export interface ReviewerProfile {
  firstName: string;
  lastName: string;
  username: string;
  avatar: string;
  /** Shown to admins only. */
  email?: string;
}

/**
 * Who wrote a review: the catalog asks the accounts (identity), in-process or over gRPC, so the
 * names on a review never come from the caller. An unknown user is identity's not_found.
 */
export interface ReviewerDirectory {
  reviewer(userId: string): Promise<ReviewerProfile>;
}
