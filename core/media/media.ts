// Media (spec, named area "media: photos and PDFs, served by media id"): an uploaded or generated
// file of the tenant, optionally tied to a lease or an estate. The bytes live in the FileStore.
import type { StoredFileFacts } from '../shared/uploads.js';

export class Media implements StoredFileFacts {
  id!: string;
  tenant_id!: string;
  /** The lease the file belongs to (condition report photos, notice letters, annexes); goes with it. */
  lease_id: string | null = null;
  /** The estate the file shows (photos, diagnostic reports). */
  estate_id: string | null = null;
  description: string | null = null;
  file_name!: string;
  content_type!: string;
  file_size!: number;
  sha256!: string;
  storage_key!: string;
  created_at!: Date;
  updated_at!: Date;
}
