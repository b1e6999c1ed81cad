/**
 * A change of one table item, as the stream functions read it (stream/table-change.ts reads it
 * from a DynamoDB stream record): what the services that decide from a change are given.
 */
export interface TableChange {
  /** The record's sequence number: what a batch answer names for Lambda to retry from. */
  id: string;
  event: 'INSERT' | 'MODIFY' | 'REMOVE';
  keys: Record<string, unknown>;
  /** The item before the change; null when it was created. */
  before: Record<string, unknown> | null;
  /** The item after the change; null when it was removed. */
  after: Record<string, unknown> | null;
  /**
   * The story that wrote the item (ports/correlation-id.ts), read from its new image: the work the
   * change leads to logs under it and hands it on. Absent for a removal and an item written
   * without one.
   */
  correlationId?: string;
}
