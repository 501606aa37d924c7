import { Collection } from 'mongodb';
import { MongoOrderRepository } from '../adapters/storage/mongo-order-repository';
import { catalogApi } from '@shop/catalog';
import { RedisCache } from '@shop/platform/redis';
import { readFileSync } from 'node:fs';
export const pieces = [Collection, MongoOrderRepository, catalogApi, RedisCache, readFileSync];
