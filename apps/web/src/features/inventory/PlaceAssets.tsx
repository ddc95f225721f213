import type { StockLocationKind } from '@fieldbook/contract/inventory-stock';
import { Button, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useAssetPages } from './inventory.queries.ts';
import { AssetTable, StockSection } from './StockTables.tsx';

type AssetRow = { serializedItemId: number; name: string; serialNumber: string; status: string };

/** The first page of a place's assets, as its inventory carries it. */
export interface FirstAssets {
  assets: AssetRow[];
  assetCount: number;
  assetsMore: boolean;
  assetsNext: string | null;
}

/**
 * A yard's or a job's assets: the first page comes with its inventory, 'Load More' adds the next ones (a
 * busy yard holds thousands, a busy job hundreds). `shown` narrows the rows loaded so far (a name filter)
 * and `empty` is then what to say when none is left.
 */
export function PlaceAssets(props: {
  place: { kind: StockLocationKind; id: number };
  first: FirstAssets;
  id: string;
  empty: string;
  assetPath: (id: number) => string;
  shown?: (asset: AssetRow) => boolean;
}) {
  const { first, shown } = props;
  const more = useAssetPages(props.place, first.assetsNext);
  const rows = useMemo(
    () => [...first.assets, ...(more.data?.pages.flatMap((p) => p.data) ?? [])],
    [first.assets, more.data],
  );
  const visible = useMemo(() => (shown ? rows.filter(shown) : rows), [rows, shown]);
  const hasMore = more.data ? more.hasNextPage : first.assetsMore;
  return (
    <StockSection title="Assets" id={props.id} empty={props.empty} count={shown ? visible.length : first.assetCount}>
      <AssetTable label="Assets" assets={visible} assetPath={props.assetPath} />
      {hasMore && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text c="dimmed" size="sm">
            Showing {rows.length} of {first.assetCount} assets.
          </Text>
          <Button
            variant="default"
            loading={more.isFetching}
            onClick={() => (more.data ? more.fetchNextPage() : more.refetch())}
          >
            Load More
          </Button>
        </Group>
      )}
      {more.error && (
        <Text c="red" size="sm" role="alert">
          {more.error.message}
        </Text>
      )}
    </StockSection>
  );
}
