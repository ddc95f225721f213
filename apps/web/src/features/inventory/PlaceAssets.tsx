import type { StockLocationKind } from '@fieldbook/contract/inventory-stock';
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
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
 * busy yard holds thousands, a busy job hundreds). `shown` is a name filter (every page is then loaded, so
 * that it looks at all of them) and `empty` is then what to say when none is left.
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
  const loadNext = () => (more.data ? more.fetchNextPage() : more.refetch());
  // A name filter speaks of every asset at the place, not only the pages loaded: while one is typed,
  // the remaining pages load one after another.
  const filtering = shown !== undefined;
  useEffect(() => {
    if (filtering && hasMore && !more.isFetching && !more.error) void loadNext();
  });
  return (
    <StockSection title="Assets" id={props.id} empty={props.empty} count={shown ? visible.length : first.assetCount}>
      <AssetTable label="Assets" assets={visible} assetPath={props.assetPath} />
      {hasMore && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text c="dimmed" size="sm">
            Showing {rows.length} of {first.assetCount} assets.
          </Text>
          <Button variant="default" loading={more.isFetching} onClick={() => loadNext()}>
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
