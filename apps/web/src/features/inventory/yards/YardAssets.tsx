import type { YardInventory } from '@fieldbook/contract/inventory-stock';
import { Button, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useYardAssetPages } from '../inventory.queries.ts';
import { AssetTable, StockSection } from '../StockTables.tsx';

/**
 * A yard's assets: the first page comes with its inventory, 'Load More' adds the next ones (a busy yard
 * holds thousands).
 */
export function YardAssets(props: { yard: YardInventory; id: string; assetPath: (id: number) => string }) {
  const { yard } = props;
  const more = useYardAssetPages(yard.yardId, yard.assetsNext);
  const rows = useMemo(
    () => [...yard.assets, ...(more.data?.pages.flatMap((p) => p.data) ?? [])],
    [yard.assets, more.data],
  );
  const hasMore = more.data ? more.hasNextPage : yard.assetsMore;
  return (
    <StockSection title="Assets" id={props.id} empty="No assets at this yard." count={yard.assetCount}>
      <AssetTable label="Assets" assets={rows} assetPath={props.assetPath} />
      {hasMore && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text c="dimmed" size="sm">
            Showing {rows.length} of {yard.assetCount} assets.
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
