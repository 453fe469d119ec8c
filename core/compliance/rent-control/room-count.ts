// Reference rents are published per number of main rooms ("pièces principales", CCH R. 156-1)
// in four buckets: 1, 2, 3 and "4 and more" (décret 2015-650 art. 1; Paris open data column `piece`).

export const ROOM_BUCKETS = [1, 2, 3, 4] as const;
export type RoomBucket = (typeof ROOM_BUCKETS)[number];

/** The bucket of a room count: 1, 2, 3, or 4 for four rooms and more. */
export function roomBucket(rooms: number): RoomBucket {
  if (!Number.isInteger(rooms) || rooms < 1) throw new RangeError(`room count must be an integer >= 1, got ${rooms}`);
  return (rooms >= 4 ? 4 : rooms) as RoomBucket;
}

/** The label of a bucket on the wire and in messages: "1", "2", "3", "4+". */
export function roomBucketLabel(bucket: RoomBucket): string {
  return bucket === 4 ? '4+' : String(bucket);
}
