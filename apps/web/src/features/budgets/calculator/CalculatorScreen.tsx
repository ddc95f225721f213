import { Stack, Text, Title } from '@mantine/core';
import { WallCalculatorPanel } from './WallCalculatorPanel.tsx';

/** /Calculator (spec 1 §2): the wall calculator without a job; results are saved from a job's Budgeting stage. */
export default function CalculatorScreen() {
  return (
    <Stack maw={960}>
      <Title order={1} size="h3">
        Wall Calculator
      </Title>
      <Text c="dimmed">
        Size a wall here. To keep a calculation with a job, use the calculator on the job's Budgeting stage.
      </Text>
      <WallCalculatorPanel />
    </Stack>
  );
}
