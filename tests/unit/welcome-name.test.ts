import { describe, expect, it } from "vitest";
import { welcomeName } from "../../app/content/text";

describe("the admin header's welcome", () => {
  it("uses the name the person gave, in full", () => {
    expect(welcomeName({ name: "Dave Kowalski", email: "dave@lakesideridge.example" })).toBe("Dave Kowalski");
    expect(welcomeName({ name: "  Pat Builder ", email: "pat@pineridge.example" })).toBe("Pat Builder");
  });

  it("falls back to the e-mail address when no name was given", () => {
    // An account made without a name is named after its e-mail's local part.
    expect(welcomeName({ name: "dave", email: "dave@lakesideridge.example" })).toBe("dave@lakesideridge.example");
    expect(welcomeName({ name: "", email: "dave@lakesideridge.example" })).toBe("dave@lakesideridge.example");
    expect(welcomeName({ name: null, email: "dave@lakesideridge.example" })).toBe("dave@lakesideridge.example");
    expect(welcomeName({ name: "dave@lakesideridge.example", email: "dave@lakesideridge.example" })).toBe("dave@lakesideridge.example");
  });
});
