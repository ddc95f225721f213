import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { adjustmentCells } from '../AdjustmentInput.tsx';
import { useAdjustYard, useYardInventory } from '../inventory.queries.ts';
import { PlaceAssets } from '../PlaceAssets.tsx';
import { useIdParam } from '../params.ts';
import { useInventoryPaths } from '../paths.ts';
import { StockPage } from '../StockPage.tsx';
import { StockSection, StockTable } from '../StockTables.tsx';

type Typed = Record<string, string>;

/**
 * /Admin/Inventory/Yard/{yardId}: the yard's adjustment: per category, each item's current amount, an
 * adjustment and the estimated new stock (job-ready items also their damaged amount and adjustment);
 * Save sends the adjustments in one request; the assets link to their administrative page.
 */
export default function YardAdjustScreen() {
  const yardId = useIdParam('yardId');
  const paths = useInventoryPaths();
  const inventory = useYardInventory(yardId);
  const adjust = useAdjustYard();
  const [typed, setTyped] = useState<Typed>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const yard = inventory.data;
  const failure = yardId === null ? messages.yardNotFound : inventory.error?.message;
  const set = (key: string) => (value: string) => setTyped((t) => ({ ...t, [key]: value }));
  const adjustable = (key: string, name: string, current: number, damaged?: boolean) =>
    adjustmentCells({ name, current, value: typed[key] ?? '', onChange: set(key), damaged });
  const has = (key: string) => !!typed[key] && typed[key] !== '-';

  async function save() {
    if (!yard) return;
    setOutcome(null);
    const jobReadyItems = yard.jobReadyItems
      .flatMap((g) => g.items)
      .filter((i) => has(`j${i.itemId}`) || has(`d${i.itemId}`))
      .map((i) => ({
        itemId: i.itemId,
        adjustment: typed[`j${i.itemId}`] ?? '',
        damagedAdjustment: typed[`d${i.itemId}`] ?? '',
      }));
    const bulkItems = yard.bulkItems
      .flatMap((g) => g.items)
      .filter((i) => has(`b${i.itemId}`))
      .map((i) => ({ itemId: i.itemId, adjustment: typed[`b${i.itemId}`] }));
    try {
      const answer = await adjust.mutateAsync({ yardId: yard.yardId, jobReadyItems, bulkItems });
      setTyped({});
      setOutcome({ ok: true, message: answer.message });
    } catch (err) {
      setOutcome({ ok: false, message: (err as Error).message });
    }
  }

  return (
    <StockPage
      title={yard ? `Adjust ${yard.yardName} Inventory` : 'Adjust Yard Inventory'}
      crumbs={[{ label: 'Yards', to: paths.yards }, { label: yard?.yardName ?? 'Yard' }]}
      failure={failure}
      loading={yard ? null : 'Loading yard inventory…'}
    >
      {yard && (
        <form
          aria-label={`Adjust ${yard.yardName} inventory`}
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
          noValidate
        >
          <Stack>
            <StockSection
              title="Job Ready Items"
              id="adjust-job-ready"
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
                    headers={[
                      'Name',
                      'Current',
                      'Adjustment',
                      'Estimated New Stock',
                      'Damaged',
                      'Damaged Adjustment',
                      'Estimated Damaged',
                    ]}
                    rows={g.items.map((i) => ({
                      key: i.itemId,
                      cells: [
                        i.name,
                        i.amount,
                        ...adjustable(`j${i.itemId}`, i.name, i.amount),
                        i.damagedAmount,
                        ...adjustable(`d${i.itemId}`, i.name, i.damagedAmount, true),
                      ],
                    }))}
                  />
                </Stack>
              ))}
            </StockSection>
            <StockSection title="Bulk Items" id="adjust-bulk" empty="No bulk items." count={yard.bulkItems.length}>
              {yard.bulkItems.map((g) => (
                <Stack key={g.categoryName} gap={4}>
                  <Title order={3} size="h5">
                    {g.categoryName}
                  </Title>
                  <StockTable
                    label={`${g.categoryName} bulk items`}
                    headers={['Name', 'Current', 'Adjustment', 'Estimated New Stock']}
                    rows={g.items.map((i) => ({
                      key: i.itemId,
                      cells: [i.name, i.amount, ...adjustable(`b${i.itemId}`, i.name, i.amount)],
                    }))}
                  />
                </Stack>
              ))}
            </StockSection>
            <PlaceAssets
              place={{ kind: 'yard', id: yard.yardId }}
              first={yard}
              id="adjust-assets"
              empty="No assets at this yard."
              assetPath={(id) => `/Admin/Inventory/Asset/${id}`}
            />
            {outcome && (
              <Alert
                color={outcome.ok ? 'green' : 'red'}
                role={outcome.ok ? 'status' : 'alert'}
                withCloseButton
                onClose={() => setOutcome(null)}
              >
                {outcome.message}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={adjust.isPending}>
                Save
              </Button>
              <Button variant="default" onClick={() => setTyped({})} disabled={Object.keys(typed).length === 0}>
                Clear
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </StockPage>
  );
}
