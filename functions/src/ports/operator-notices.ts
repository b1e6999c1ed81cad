/** Something an operator must act on, e.g. an alert that could not be delivered. */
export interface OperatorNotice {
  /** Short, one line (SNS email subjects stop at 100 characters). */
  subject: string;
  message: string;
}

/** An SNS topic in AWS (operators subscribe by email), the log locally: nothing fails silently. */
export interface OperatorNotices {
  publish(notice: OperatorNotice): Promise<void>;
}
