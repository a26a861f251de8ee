import { useLoaderData } from "react-router";

export function meta() {
  return [{ title: "Floor" }];
}

export function loader() {
  return { greeting: "Hello from the floor" };
}

export default function Home() {
  const { greeting } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{greeting}</h1>
      <p>The smallest server-rendered React Router page: the most a page can be served at on this machine.</p>
    </main>
  );
}
