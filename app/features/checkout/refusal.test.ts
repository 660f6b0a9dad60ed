import { describe, expect, it } from "vitest";
import { refusalDetails } from "./refusal.ts";

const error = (field: string, message: string) => ({ field, message });

describe("refusalDetails", () => {
  it.each([
    ["one error repeating the message is not listed", "Something wrong: 051", [error("cardNumber", "Something wrong: 051")], []],
    ["the repeat is found whatever the case and spaces", "Card declined.", [error("card", " card declined. ")], []],
    ["other errors are listed once each", "The order could not be placed.", [error("purchaseNumber", "Enter a purchase order number."), error("comment", "Enter a comment."), error("po", "Enter a purchase order number.")], ["Enter a purchase order number.", "Enter a comment."]],
    ["a repeat among other errors is left out, the rest stay", "Check the card.", [error("cardNumber", "Check the card."), error("cvv", "Enter the security code.")], ["Enter the security code."]],
    ["no errors, no list", "Stock ran out.", [], []],
  ])("%s", (_label, message, errors, details) => {
    expect(refusalDetails({ message, errors })).toEqual(details);
  });
});
