import { useState } from 'react';
import { Link } from 'wouter';
import { formatRwf } from '@shop/domain';
import { OBJECT_ID_PATTERN } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { useCart } from '@/features/cart/hooks/use-cart';
export const pieces = [useState, Link, formatRwf, OBJECT_ID_PATTERN, apiClient, useCart];
