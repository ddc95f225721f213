/** Budget line definitions (server and screen texts). */
export const budgetLinesMessages = {
  budgetNumberDigits: 'Number must contain digits only.',
  budgetNumberTooLong: 'Number must be at most 5 digits.',
  budgetNumberTaken: (number: string) => `A line with number ${number} already exists.`,
  budgetCategoryRequired: 'Please select a category.',
  budgetPriceInvalid: 'Price must be a number of at least 0 with at most 2 decimals.',
  budgetLineAdded: 'Budget line added.',
  budgetLineDeleted: 'Budget line deleted.',
  budgetLineNotFound: 'This budget line no longer exists.',
  budgetOrderSaved: 'Order saved.',
  budgetOrderDuplicate: 'Each line may appear only once.',
  budgetOrderChanged: 'The lines have changed since this page was loaded. Please reload and try again.',
  noBudgetCostLines: 'No cost lines yet.',
  noBudgetRevenueLines: 'No revenue lines yet.',
  noBudgetHourLines: 'No hour price lines yet.',
} as const;
