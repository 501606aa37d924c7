import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { fromMongoDoc, toMongoDoc, toMongoFilter } from './mongo-ids';

// The id boundary is pure, so it is checked here without a server.
const hex = '65f0a1b2c3d4e5f601234567';
const oid = ObjectId.createFromHexString(hex);

describe('MongoDB id boundary', () => {
  it('turns 24-hex _id conditions into ObjectIds, also under $and / $or / $nor', () => {
    expect(toMongoFilter({ _id: hex, name: hex })).toEqual({ _id: oid, name: hex });
    expect(toMongoFilter({ _id: { $in: [hex, 'x'] }, qty: { $gte: 1 } })).toEqual({
      _id: { $in: [oid, 'x'] },
      qty: { $gte: 1 },
    });
    expect(toMongoFilter({ _id: { $ne: hex, $nin: [hex] } })).toEqual({ _id: { $ne: oid, $nin: [oid] } });
    expect(toMongoFilter({ $or: [{ _id: hex }, { $and: [{ _id: { $eq: hex } }] }], $nor: [{ _id: hex }] })).toEqual({
      $or: [{ _id: oid }, { $and: [{ _id: { $eq: oid } }] }],
      $nor: [{ _id: oid }],
    });
  });

  it('leaves strings that are not lowercase 24-hex alone', () => {
    expect(toMongoFilter({ _id: 'ABCDEFABCDEFABCDEFABCDEF' })).toEqual({ _id: 'ABCDEFABCDEFABCDEFABCDEF' });
    expect(toMongoFilter({ _id: 'short' })).toEqual({ _id: 'short' });
  });

  it('converts _id on the way in and back to hex on the way out', () => {
    const stored = toMongoDoc({ _id: hex, userId: hex });
    expect(stored._id).toBeInstanceOf(ObjectId);
    expect(stored.userId).toBe(hex);
    expect(fromMongoDoc({ _id: oid, n: 1 })).toEqual({ _id: hex, n: 1 });
  });
});
