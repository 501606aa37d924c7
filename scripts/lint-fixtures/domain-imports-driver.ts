import { MongoClient } from 'mongodb';
export const client = new MongoClient('mongodb://localhost');
