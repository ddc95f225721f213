export { default as BudgetScreen } from './BudgetScreen.tsx';
