import { describe, expect, it } from "vitest";
import { greetingName } from "./text";

// The assistant's greeting (docs/decisions/0037-heroes-trust-and-one-navigation.md).
describe("the name the admin's assistant greets", () => {
  it("is the account's own first name when it has one", () => {
    expect(greetingName({ name: "Maria Lopez", email: "office@lakesideridge.example" }, "Dave")).toBe("Maria");
  });
  it("is the owner's first name from Settings when the account has no name, never a word from the e-mail address", () => {
    expect(greetingName({ name: "", email: "owner@lakesideridge.example" }, "Dave")).toBe("Dave");
    expect(greetingName({ name: null, email: "owner@lakesideridge.example" }, "Dave")).toBe("Dave");
    // Some sign-up paths store the e-mail's first part as the name.
    expect(greetingName({ name: "owner", email: "owner@lakesideridge.example" }, "Dave")).toBe("Dave");
    expect(greetingName({ name: "owner@lakesideridge.example", email: "owner@lakesideridge.example" }, "Dave")).toBe("Dave");
  });
  it("says 'there' when neither is known", () => {
    expect(greetingName({ name: "", email: "owner@lakesideridge.example" }, "  ")).toBe("there");
  });
});
