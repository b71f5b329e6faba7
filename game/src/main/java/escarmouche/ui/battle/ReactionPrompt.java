package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.engine.preview.AttackPreview;
import escarmouche.engine.preview.SpellReaction;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.List;

/**
 * OA-REACTION: a creature of the party is offered an opportunity attack and its player decides. The
 * mover waits on the square where it provoked; the prompt says who may strike whom and why (the rule that
 * fired), with what, and the odds from the same numbers the roll would use. y or Enter strikes, n or Esc
 * lets it go (the reaction is kept, so a later step may provoke again); Q leaves, asked first. A caster that
 * may answer with a one-segment spell as well as with its weapon (OA-REACTION [HOUSE], CAST-OA) is offered
 * both, each with its odds: a strikes with the weapon, s casts the spell (y and Enter would leave the choice to
 * the game, so they do nothing there).
 */
final class ReactionPrompt implements Mode {
    private final BattlePage page;
    final OpportunityQuestion question;

    ReactionPrompt(BattlePage page, OpportunityQuestion question) {
        this.page = page;
        this.question = question;
    }

    @Override
    public void key(KeyStroke key) {
        char c = Keys.ch(key);
        boolean both = question.offersBoth();
        if (both && c == 'a') {
            page.answer(ReactionChoice.WEAPON);
        } else if (both && c == 's') {
            page.answer(ReactionChoice.SPELL);
        } else if (!both && (Keys.enter(key) || c == 'y')) {
            page.answer(ReactionChoice.STRIKE);
        } else if (Keys.escape(key) || c == 'n') {
            page.answer(ReactionChoice.LET_GO);
        } else if (c == 'Q') {
            // Q leaves as on any move (asked first): at a table the question goes where the creature goes.
            page.leave();
        } else if (c == 'w') {
            page.showRules(page.terms().tf("reaction.why", page.fight().words().feminine(question.reactor()),
                    name(question.reactor())), List.of(question.rule(), "OA-REACTION"));
        } else {
            page.infoKey(key);
        }
    }

    @Override
    public String header() {
        return page.terms().t("reaction.title");
    }

    @Override
    public List<Line> info() {
        ScreenFight fight = page.fight();
        FightTerms w = page.terms();
        Battle battle = fight.battle();
        Creature reactor = battle.find(question.reactor());
        Creature mover = battle.find(question.mover());
        String who = name(question.reactor());
        String whom = name(question.mover());
        List<Line> out = new ArrayList<>();
        boolean both = question.offersBoth();
        out.add(Line.heading(w.t(both ? "reaction.heading.choice" : "reaction.heading", who, whom)));
        String state = mover == null ? "" : w.t("reaction.state", BattleWords.health(mover, w), mover.stats.ac);
        out.add(Line.of(w.t("reaction.provokes", whom, state, provocation(w), question.at(), question.rule())));
        // Both offered: the blow first (a), then the spell (s), each with its odds, so that they are weighed alike.
        boolean casts = question.casts(ReactionChoice.STRIKE);
        if (both || !casts) blow(reactor, mover, both ? "reaction.with.key" : "reaction.with", out);
        if (both || casts) spell(reactor, mover, both ? "reaction.spell.key" : "reaction.spell", out);
        // HP-DISABLED: the blow strains a hero at 0 as an attack on its turn would: said before the choice.
        out.addAll(Strain.reactionWarning(fight, reactor, w));
        // The reaction is the reactor's: "until their next turn" for a hero.
        out.add(Line.of(w.tp("reaction.cost", w.feminine(question.reactor()), fight.words().person(question.reactor()),
                who, whom)));
        // With the setting on, a question is asked only when it cannot be answered (a full save): no setting to point to.
        // Nor at a table, which asks whatever the setting: the line would send the seat to a choice that changes
        // nothing there, and take the row the odds and keys need at 80x24. Nor for a monster played by hand (a hot
        // seat): the setting speaks for the party only (KeyboardControl), so it would still be asked.
        if (reactor != null && ScreenFight.party(reactor) && page.strikeSettingApplies() && !page.alwaysStrike()) {
            out.add(Line.dim(w.t("reaction.never", w.messages().text("title.strike.always"))));
        }
        return out;
    }

    /** The weapon blow, in the words of {@code key}, and its odds. */
    private void blow(Creature reactor, Creature mover, String key, List<Line> out) {
        ScreenFight fight = page.fight();
        FightTerms w = page.terms();
        Weapon weapon = weapon(reactor);
        out.add(Line.of(w.t(key, weapon == null ? question.weapon().replace('-', ' ')
                : BattleWords.weapon(weapon, w, fight.names()))));
        if (weapon != null && mover != null) odds(fight.game().previews().attack(reactor, mover, weapon), out, w);
    }

    /**
     * The spell cast in place of the blow (CAST-OA), in the words of {@code key}, and its odds as the spell panel
     * gives them.
     */
    private void spell(Creature reactor, Creature mover, String key, List<Line> out) {
        ScreenFight fight = page.fight();
        FightTerms w = page.terms();
        SpellReaction spell = reactor == null || mover == null ? null
                : fight.game().previews().opportunitySpell(reactor, mover, question.spell());
        // The spell by its name in the session's words, as the move planner names it; its id only if unknown.
        String named = spell != null ? fight.names().spell(spell.spell().id(), spell.spell().name())
                : question.spell().replace('-', ' ');
        out.add(Line.of(w.t(key, named)));
        if (spell != null) out.add(new Line(SpellReactionWords.odds(fight, mover.id(), spell, w), Style.GOOD));
    }

    /** The blow's odds with the reasons for its advantage or disadvantage, as the attack panel gives them. */
    private void odds(AttackPreview p, List<Line> out, FightTerms w) {
        String adv = w.advantage(p.advantage(), p.sources());
        out.add(new Line(w.t("reaction.odds", w.bonus(p.hitModifiers()), w.armourClass(p), adv, p.hitChance(), FightTerms.critical(p.critChance(), p.hitChance()),
                w.hitDamage(p), w.damageRoll(p)), Style.GOOD));
    }

    /** Why the mover provokes, in the words the move planner uses. */
    private String provocation(FightTerms w) {
        return w.t("OA-WITHIN".equals(question.rule()) ? "reaction.within" : "reaction.leaving", name(question.reactor()));
    }

    /** The reactor's weapon the engine named: the first one it carries with that id. */
    private Weapon weapon(Creature reactor) {
        if (reactor == null || question.weapon() == null) return null;
        for (Weapon w : reactor.arsenal.weapons) if (w.id().equals(question.weapon())) return w;
        return null;
    }

    private String name(String id) {
        return page.fight().name(id);
    }

    /** What led here (the monster's turn so far) stays readable under the question. */
    @Override
    public boolean logBelow() {
        return true;
    }

    @Override
    public MapPane.Overlay overlay() {
        Creature mover = page.fight().battle().find(question.mover());
        return new MapPane.Overlay(List.of(), 0, null, null, null, mover);
    }

    @Override
    public Pos focus() {
        return question.at();
    }

    @Override
    public void hints(Canvas bar) {
        // Q is said too: it leaves here as on any move. What it leaves, the fight or the table, in English; French
        // says "quitter" alone (and "w règles"), its bar then exactly 80 columns with every key.
        String leave = page.fight().atTable() ? "battle.reaction.hint.leave.table" : "battle.reaction.hint.leave";
        // The choice of blow or spell takes the place of y/Enter: "a blow  s spell", "a arme  s sort", no wider.
        if (question.offersBoth()) {
            Frame.hints(bar, 0, page.hints("a", "mode.reaction.blow", "s", "mode.reaction.spell", "hint.no.keys",
                    "mode.let.go", "w", "mode.rules", "L", "mode.log", "?", "hint.keys", "Q", leave));
            return;
        }
        Frame.hints(bar, 0, page.hints("hint.yes.keys", "mode.strike", "hint.no.keys", "mode.let.go", "w", "mode.rules",
                "L", "mode.log", "?", "hint.keys", "Q", leave));
    }
}
