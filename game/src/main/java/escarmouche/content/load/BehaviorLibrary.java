package escarmouche.content.load;

import escarmouche.behaviour.Behaviour;
import escarmouche.behaviour.Opportunity;
import escarmouche.behaviour.Rule;
import escarmouche.content.load.json.Node;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Resolves {@code extends}: a behaviour's rules are its own, then its parent's, then the grandparent's...
 * so a child only writes what it does differently and first. A parent that does not exist and a circle
 * of behaviours extending one another are errors at the {@code extends} that causes them.
 */
final class BehaviorLibrary {
    private BehaviorLibrary() {}

    /** A file's draft and where its problems go. */
    record Entry(BehaviorReader.Draft draft, Issues issues) {}

    /**
     * Resolves every file's draft; the good ones go into {@code into} (file order), the others are marked
     * broken so that references to them are not reported twice.
     */
    static void resolveAll(Map<String, Entry> entries, Map<String, Behaviour> into, ContentBuilder b) {
        Map<String, Behaviour> done = new LinkedHashMap<>();
        List<String> failed = new ArrayList<>();
        for (String name : entries.keySet()) resolve(name, entries, done, failed, new ArrayList<>(), b);
        for (String name : entries.keySet()) {
            Behaviour r = done.get(name);
            if (r != null) into.put(name, r);
        }
    }

    private static Behaviour resolve(String name, Map<String, Entry> entries, Map<String, Behaviour> done,
                                     List<String> failed, List<String> chain, ContentBuilder b) {
        if (done.containsKey(name)) return done.get(name);
        if (failed.contains(name)) return null;
        Entry e = entries.get(name);
        BehaviorReader.Draft d = e.draft();
        if (d.parent() == null) return finish(name, d, null, done);
        chain.add(name);
        Behaviour parent = null;
        int start = chain.indexOf(d.parent());
        if (start >= 0) {
            cycle(chain.subList(start, chain.size()), entries, failed, b);
        } else if (entries.containsKey(d.parent())) {
            parent = resolve(d.parent(), entries, done, failed, chain, b);
        } else if (b.broken.contains("behavior:" + d.parent())) {
            e.issues().silent();
        } else {
            unknownParent(d, new ArrayList<>(entries.keySet()), b.directory, e.issues());
        }
        chain.remove(chain.size() - 1);
        if (parent == null) {
            if (!failed.contains(name)) failed.add(name);
            b.broken("behavior", name);
            return null;
        }
        return finish(name, d, parent, done);
    }

    private static Behaviour finish(String name, BehaviorReader.Draft d, Behaviour parent, Map<String, Behaviour> done) {
        Behaviour r = merge(d, parent, false);
        done.put(name, r);
        return r;
    }

    /** Every member of the circle is broken, each reported at its own {@code extends}. */
    private static void cycle(List<String> members, Map<String, Entry> entries, List<String> failed, ContentBuilder b) {
        List<String> loop = new ArrayList<>(members);
        loop.add(members.get(0));
        for (String m : members) {
            if (failed.contains(m)) continue;
            failed.add(m);
            b.broken("behavior", m);
            Entry e = entries.get(m);
            e.issues().at(e.draft().parentNode(), Wording.of("problem.behavior.circle",
                    String.join(" -> ", loop)));
        }
    }

    private static void unknownParent(BehaviorReader.Draft d, List<String> known, java.nio.file.Path directory,
                                      Issues issues) {
        issues.at(d.parentNode(), Wording.of("problem.unknown.behavior", Node.quote(d.parent()),
                Suggest.wording(d.parent(), known), ContentPlace.of(directory, "behaviors/")));
    }

    /**
     * An inline behaviour resolved against the loaded library; null when its parent is missing or broken
     * (reported, or silent when the parent's own file carries the message).
     */
    static Behaviour inline(BehaviorReader.Draft d, Content content, Issues issues) {
        if (d.parent() == null) return merge(d, null, true);
        Behaviour parent = content.behaviors().get(d.parent());
        if (parent != null) return merge(d, parent, true);
        if (content.broken("behavior", d.parent())) issues.silent();
        else unknownParent(d, content.suggestible("behavior", content.behaviors().keySet()), content.directory(), issues);
        return null;
    }

    /** The child's rules first, then the parent's; the child's description and opportunity win. */
    private static Behaviour merge(BehaviorReader.Draft d, Behaviour parent, boolean inPlace) {
        List<Rule> rules = new ArrayList<>(d.rules());
        Opportunity opportunity = d.opportunity();
        String description = d.description();
        if (parent != null) {
            rules.addAll(parent.rules());
            if (opportunity == null) opportunity = parent.opportunity();
            if (description == null) description = parent.description();
        }
        return new Behaviour(d.name(), description, rules, opportunity == null ? Opportunity.ALWAYS : opportunity, inPlace);
    }
}
