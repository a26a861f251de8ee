import { describe, expect, it } from "vitest";
import { formatAskingPrice, formatPrice } from "~/domain/catalog/price";

describe("formatPrice", () => {
  it("shows millions with one decimal from one million up", () => {
    expect(formatPrice(1_000_000)).toBe("$1.0M");
    expect(formatPrice(4_250_000)).toBe("$4.3M");
    expect(formatPrice(65_000_000)).toBe("$65.0M");
  });

  it("rounds every half up, whatever its binary fraction", () => {
    expect(formatPrice(10_950_000)).toBe("$11.0M");
    expect(formatPrice(6_750_000)).toBe("$6.8M");
    expect(formatPrice(1_050_000)).toBe("$1.1M");
    expect(formatPrice(1_149_999)).toBe("$1.1M");
    expect(formatPrice(99_950_000)).toBe("$100.0M");
  });

  it("shows thousands separators below one million", () => {
    expect(formatPrice(999_999)).toBe("$999,999");
    expect(formatPrice(389_000)).toBe("$389,000");
    expect(formatPrice(0)).toBe("$0");
  });
});

describe("formatAskingPrice", () => {
  it("shows whole US dollars with separators", () => {
    expect(formatAskingPrice(12_950_000)).toBe("$12,950,000");
    expect(formatAskingPrice(84_500)).toBe("$84,500");
  });
});
