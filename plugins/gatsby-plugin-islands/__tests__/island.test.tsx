import { render } from "@testing-library/react";
import { island } from "../src/island";

function Greeting({ name, times }: { name: string; times: number }) {
  return <p>{`Hello ${name}`.repeat(times)}</p>;
}

describe("island()", () => {
  it("renders the component inside a wrapper that names it, carries its props as JSON and says when it loads", () => {
    const Greet = island("greeting", Greeting, "visible");
    const wrapper = render(<Greet name={'Ada "&" <Bob>'} times={1} />).container.firstElementChild as HTMLElement;
    expect(wrapper.dataset).toMatchObject({ island: "", component: "greeting", when: "visible" });
    expect(JSON.parse(wrapper.dataset.props!)).toEqual({ name: 'Ada "&" <Bob>', times: 1 });
    expect(wrapper.innerHTML).toBe('<p>Hello Ada "&amp;" &lt;Bob&gt;</p>');
  });

  it("writes, for a `use` island only, when it cannot wait for its first use, from its props", () => {
    const due = ({ name }: { name: string }) => ({ after: "2027-01-31", withParam: name });
    const Waiting = island("greeting", Greeting, "use", due);
    const wrapper = render(<Waiting name="team" times={1} />).container.firstElementChild as HTMLElement;
    expect(wrapper.dataset).toMatchObject({ when: "use", dueAfter: "2027-01-31", dueWithParam: "team" });
    const Idle = island("greeting", Greeting, "idle", due);
    const idle = render(<Idle name="team" times={1} />).container.firstElementChild as HTMLElement;
    expect(Object.keys(idle.dataset)).not.toContain("dueAfter");
    const Plain = island("greeting", Greeting, "use", () => ({}));
    const plain = render(<Plain name="team" times={1} />).container.firstElementChild as HTMLElement;
    expect(Object.keys(plain.dataset).sort()).toEqual(["component", "island", "props", "when"]);
  });

  it("keeps the component for the browser to hydrate with", () => {
    expect(island("greeting", Greeting, "idle").island).toEqual({ name: "greeting", Component: Greeting });
  });
});
