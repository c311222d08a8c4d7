/** @jest-environment node */
import * as v from "valibot";
import { withGraphql } from "../../content-model/graphql-hints";
import { graphqlTypeDefs } from "../../content-model/graphql-types";
import { typeDefs } from "../../gatsby/schema";

const text = v.pipe(v.string(), v.nonEmpty());
const typeOf = (sdl: string, name: string) =>
  sdl.match(new RegExp(`^(type|enum) ${name}\\b[^{]*\\{[^}]*\\}`, "m"))?.[0];

describe("GraphQL types generated from the data rules", () => {
  it("turns texts, whole numbers, dates, fixed lists, optional fields, nested objects and links into their GraphQL forms", () => {
    const sdl = graphqlTypeDefs([
      {
        name: "Event",
        rule: v.strictObject({
          title: text,
          seats: v.pipe(v.number(), v.integer()),
          price: v.number(),
          day: v.pipe(text, v.isoDate()),
          kind: v.picklist(["talk", "workshop"]),
          tags: v.optional(v.array(text)),
          venue: v.nullable(v.strictObject({ city: text })),
          host: withGraphql(v.picklist([] as string[]), { link: { type: "Speaker", by: "name" } }),
        }),
        computedFields: ["upcoming: Boolean! @upcoming"],
      },
    ]);
    expect(typeOf(sdl, "Event")).toBe(
      [
        "type Event implements Node @dontInfer {",
        "  title: String!",
        "  seats: Int!",
        "  price: Float!",
        "  day: Date! @dateformat",
        "  kind: EventKind!",
        "  tags: [String!]",
        "  venue: EventVenue",
        '  host: Speaker! @link(by: "name")',
        "  upcoming: Boolean! @upcoming",
        "}",
      ].join("\n"),
    );
    expect(typeOf(sdl, "EventKind")).toBe("enum EventKind { talk workshop }");
    expect(typeOf(sdl, "EventVenue")).toBe("type EventVenue {\n  city: String!\n}");
  });

  it("declares a named rule once wherever it is used, and refuses an unnamed one used twice", () => {
    const place = v.strictObject({ city: text });
    const named = withGraphql(v.strictObject({ city: text }), { name: "Place" });
    const sdl = graphqlTypeDefs([{ name: "Trip", rule: v.strictObject({ from: named, to: named }) }]);
    expect(sdl.match(/^type Place \{/gm)).toHaveLength(1);
    expect(typeOf(sdl, "Trip")).toContain("  from: Place!\n  to: Place!");
    expect(() => graphqlTypeDefs([{ name: "Trip", rule: v.strictObject({ from: place, to: place }) }])).toThrow(
      "Trip.to: this rule is used in more than one place; name its GraphQL type",
    );
  });

  it("refuses a fixed list whose values cannot be GraphQL enum values", () => {
    expect(() =>
      graphqlTypeDefs([{ name: "Marker", rule: v.strictObject({ icon: v.picklist(["map-pin"]) }) }]),
    ).toThrow('Marker.icon: "map-pin" cannot be a GraphQL enum value');
  });

  it("gives the site's data its enums and links: icon names, a job's department and location, the service images", () => {
    expect(typeDefs).toMatch(/^enum IconName \{ lightning palette /m);
    expect(typeOf(typeDefs, "Service")).toContain("  icon: IconName!\n");
    expect(typeOf(typeDefs, "Service")).toContain('  image: File! @link(by: "relativePath")\n');
    expect(typeOf(typeDefs, "Job")).toContain(
      '  department: Department! @link(by: "name")\n  type: String!\n  location: JobLocation! @link(by: "name")\n',
    );
    expect(typeOf(typeDefs, "Job")).toContain("  published: Boolean! @published\n");
    expect(typeOf(typeDefs, "ServiceOrder")).toContain('  home: [Service!]! @link(by: "slug")\n');
  });
});
