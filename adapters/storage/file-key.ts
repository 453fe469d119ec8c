// The keys every FileStore adapter takes: made by the service from ids (tenant first for a tenant's
// files: `<tenant>/leases/<lease>/documents/<id>`), never from caller input. Anything else is
// refused before the disk or the object store is touched.
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
const MAX_KEY_LENGTH = 255;

/** The key itself when well formed; throws otherwise. */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.length > MAX_KEY_LENGTH) throw new Error(`invalid file key ${JSON.stringify(key)}`);
  return key;
}
