/** Example questions offered as chips; a server test checks the translator answers every one. */
export const SQL_EXAMPLE_QUESTIONS = [
  "How many active subscriptions by state?",
  "Top 5 gift boxes by subscriptions",
  "Revenue by month this year",
  "Which vendor has the most orders?",
  "How many orders are due in the next 7 days?",
  "Average price of gift boxes by category",
  "How many buyers signed up last month?",
] as const;
