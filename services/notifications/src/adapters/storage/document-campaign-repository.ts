import { CollectionRepository, type Doc, type DocumentStore } from '@shop/platform';
import type { CampaignRecord, CampaignRepository } from '../../core/ports/campaign-repository.port';

type CampaignDoc = Doc & Omit<CampaignRecord, 'id'>;

export const CAMPAIGNS_COLLECTION = 'newsletter_campaigns';

/** Bulk e-mails as the admin sent them. */
export class DocumentCampaignRepository extends CollectionRepository<CampaignDoc> implements CampaignRepository {
  constructor(documents: DocumentStore) {
    super(documents, CAMPAIGNS_COLLECTION);
  }

  async create(campaign: Omit<CampaignRecord, 'id'>): Promise<CampaignRecord> {
    const fields = Object.fromEntries(Object.entries(campaign).filter(([, value]) => value !== undefined)) as Omit<CampaignRecord, 'id'>;
    return toRecord(await this.collection.insertOne(fields));
  }

  async find(id: string): Promise<CampaignRecord | null> {
    const doc = await this.collection.findById(id);
    return doc ? toRecord(doc) : null;
  }
}

function toRecord(doc: CampaignDoc): CampaignRecord {
  const { _id, ...fields } = doc;
  return { ...fields, id: _id };
}
