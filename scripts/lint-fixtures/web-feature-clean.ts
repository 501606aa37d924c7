import { useState } from 'react';
import { formatRwf } from '@shop/domain';
import { apiClient } from '@/lib/api-client';
import { useCart } from './use-cart';
export const pieces = [useState, formatRwf, apiClient, useCart];
