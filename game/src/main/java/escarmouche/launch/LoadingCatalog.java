package escarmouche.launch;

import escarmouche.content.model.ContentWords;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.ui.draft.EncounterWorkshop;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.EncounterOdds;
import escarmouche.ui.page.PartyMember;
import escarmouche.ui.page.PartyOptions;
import escarmouche.lang.ScreenMessages;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The local game's catalog while its content is still being read: every question waits for the content,
 * except whether the encounter builder is offered, which the title screen asks and which the local game
 * always answers yes. So the title screen is drawn before the content is read, not after.
 */
final class LoadingCatalog implements EncounterCatalog {
    private final Supplier<? extends EncounterCatalog> loaded;
    private final EncounterWorkshop workshop;

    /** @param loaded the catalog once read; it may wait for it, and is asked again for every question */
    LoadingCatalog(Supplier<? extends EncounterCatalog> loaded) {
        this.loaded = loaded;
        this.workshop = new LoadingWorkshop(() -> loaded.get().workshop());
    }

    @Override
    public List<EncounterInfo> encounters() {
        return loaded.get().encounters();
    }

    @Override
    public List<String> classes() {
        return loaded.get().classes();
    }

    @Override
    public Opened open(EncounterInfo encounter, Map<String, String> classSwaps) {
        return loaded.get().open(encounter, classSwaps);
    }

    @Override
    public String misfitDie(Opened opened, escarmouche.rules.dice.ForcedDice.ForcedDieOutOfRange die, ScreenMessages m) {
        return loaded.get().misfitDie(opened, die, m);
    }

    @Override
    public String misfitDieAtTable(Opened opened, String gm, escarmouche.rules.dice.ForcedDice.ForcedDieOutOfRange die,
                                   ScreenMessages m) {
        return loaded.get().misfitDieAtTable(opened, gm, die, m);
    }

    @Override
    public PartyOptions partyOptions() {
        return loaded.get().partyOptions();
    }

    @Override
    public Opened open(EncounterInfo encounter, List<PartyMember> party) {
        return loaded.get().open(encounter, party);
    }

    @Override
    public ContentWords words() {
        return loaded.get().words();
    }

    @Override
    public Opened tutorial() {
        return loaded.get().tutorial();
    }

    @Override
    public EncounterOdds odds() {
        return loaded.get().odds();
    }

    @Override
    public Scenario simulated(EncounterInfo encounter, String rules) {
        return loaded.get().simulated(encounter, rules);
    }

    @Override
    public Scenario simulated(String text) {
        return loaded.get().simulated(text);
    }

    @Override
    public Scenario simulated(EncounterInfo encounter, String text, String rules) {
        return loaded.get().simulated(encounter, text, rules);
    }

    @Override
    public List<EncounterInfo> offered() {
        return loaded.get().offered();
    }

    @Override
    public EncounterWorkshop workshop() {
        return workshop;
    }
}
