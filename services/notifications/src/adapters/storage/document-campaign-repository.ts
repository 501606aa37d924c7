import type { Doc, DocumentCollection, DocumentStore } from '@shop/platform';
import type { CampaignRecord, CampaignRepository } from '../../core/ports/campaign-repository.port';

type CampaignDoc = Doc & Omit<CampaignRecord, 'id'>;

export const CAMPAIGNS_COLLECTION = 'newsletter_campaigns';

/** Bulk e-mails as the admin sent them. */
export class DocumentCampaignRepository implements CampaignRepository {
  private readonly campaigns: DocumentCollection<CampaignDoc>;

  constructor(documents: DocumentStore) {
    this.campaigns = documents.collection<CampaignDoc>(CAMPAIGNS_COLLECTION);
  }

  async create(campaign: Omit<CampaignRecord, 'id'>): Promise<CampaignRecord> {
    const fields = Object.fromEntries(Object.entries(campaign).filter(([, value]) => value !== undefined)) as Omit<CampaignRecord, 'id'>;
    return toRecord(await this.campaigns.insertOne(fields));
  }

  async find(id: string): Promise<CampaignRecord | null> {
    const doc = await this.campaigns.findById(id);
    return doc ? toRecord(doc) : null;
  }
}

function toRecord(doc: CampaignDoc): CampaignRecord {
  const { _id, ...fields } = doc;
  return { ...fields, id: _id };
}
