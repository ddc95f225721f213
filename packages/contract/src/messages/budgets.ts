/** Job budgets and budget templates (spec 3 §2.1, §2.5, §5, §8). */
export const budgetsMessages = {
  budgetLoading: 'Loading budget...',
  budgetSaved: 'Saved Successfully',
  budgetNoLines: 'No Lines Found',
  budgetUnsavedChanges: 'You have unsaved changes, are you should you would like to leave?',
  budgetLumpOrRate: 'Please use either lump sum OR rate calculated values and not both.',
  budgetTemplateSaved: 'Successfully Saved Template',
  budgetTemplateBulkAdded: 'Successfully Bulk Added Budget Lines',

  // Server texts (the specification leaves them to the server)
  budgetSubmitted: 'Budget submitted.',
  budgetFlaggedForReview: 'The budget is flagged for review. The job moved to Proposal.',
  budgetSavedByOther:
    'Someone else saved this budget after you opened it. Please reload the budget to see their changes, then make yours again.',
  budgetNotSubmitted: 'Please submit the budget before flagging it for review.',
  budgetScopeItemUnknown: 'This scope item is not part of the job.',
  budgetLineUnknown: 'This budget line does not exist.',
  budgetHourPriceUnknown: 'This hour price does not exist.',
  budgetMoneyInvalid: 'Please enter a number with at most 2 decimals.',
  budgetHoursInvalid: 'Please enter a number of hours with at most 5 decimals.',
  budgetCyclesInvalid: 'Minimum cycles must contain digits only.',
  budgetTemplateLeafUnknown: 'Please select a scope combination (a scope item without further choices).',
  budgetTemplatePickLeaves: 'Please select at least one scope combination.',
  budgetTemplatePickLines: 'Please select at least one budget line.',
  budgetTemplateNone: 'No Budget Lines in this Template',
  budgetSaveFailed: 'The budget was not saved.',
} as const;
