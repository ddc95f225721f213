import { yardInventoryExport } from '@fieldbook/contract/inventory-stock';
import { messages } from '@fieldbook/contract/messages';
import { Stack, Title } from '@mantine/core';
import { ExportButton } from '../../../shared/ui/ExportButton.tsx';
import { useYardInventory } from '../inventory.queries.ts';
import { PlaceAssets } from '../PlaceAssets.tsx';
import { useIdParam } from '../params.ts';
import { adminYard, useInventoryPaths } from '../paths.ts';
import { StockPage } from '../StockPage.tsx';
import { StockSection, StockTable } from '../StockTables.tsx';

/** /Inventory/Yard/{yardId}: '{yard} Inventory': job-ready and bulk items by category, and the assets. */
export default function YardInventoryScreen() {
  const yardId = useIdParam('yardId');
  const paths = useInventoryPaths();
  const inventory = useYardInventory(yardId);
  const yard = inventory.data;
  const failure = yardId === null ? messages.yardNotFound : inventory.error?.message;
  return (
    <StockPage
      title={yard ? `${yard.yardName} Inventory` : 'Yard Inventory'}
      crumbs={[{ label: 'Yards', to: paths.yards }, { label: yard?.yardName ?? 'Yard' }]}
      adjustTo={yard ? adminYard(yard.yardId) : null}
      exporter={
        yard &&
        yard.jobReadyItems.length + yard.bulkItems.length + yard.assetCount > 0 && (
          <ExportButton
            endpoint={yardInventoryExport}
            input={{ query: { YardId: yard.yardId } }}
            fileName="YardInventory.xlsx"
          />
        )
      }
      failure={failure}
      loading={yard ? null : 'Loading yard inventory…'}
    >
      {yard && (
        <>
          <StockSection
            title="Job Ready Items"
            id="yard-job-ready"
            empty="No job-ready items."
            count={yard.jobReadyItems.length}
          >
            {yard.jobReadyItems.map((g) => (
              <Stack key={g.categoryName} gap={4}>
                <Title order={3} size="h5">
                  {g.categoryName}
                </Title>
                <StockTable
                  label={`${g.categoryName} job-ready items`}
                  headers={['Name', 'Amount', 'Damaged']}
                  rows={g.items.map((i) => ({ key: i.itemId, cells: [i.name, i.amount, i.damagedAmount] }))}
                />
              </Stack>
            ))}
          </StockSection>
          <StockSection title="Bulk Items" id="yard-bulk" empty="No bulk items." count={yard.bulkItems.length}>
            {yard.bulkItems.map((g) => (
              <Stack key={g.categoryName} gap={4}>
                <Title order={3} size="h5">
                  {g.categoryName}
                </Title>
                <StockTable
                  label={`${g.categoryName} bulk items`}
                  headers={['Name', 'Amount']}
                  rows={g.items.map((i) => ({ key: i.itemId, cells: [i.name, i.amount] }))}
                />
              </Stack>
            ))}
          </StockSection>
          <PlaceAssets
            place={{ kind: 'yard', id: yard.yardId }}
            first={yard}
            id="yard-assets"
            empty="No assets at this yard."
            assetPath={paths.asset}
          />
        </>
      )}
    </StockPage>
  );
}
